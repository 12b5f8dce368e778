import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../worker/index.ts';

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
/** A business as result cards, lists and home sections show it. */
export type BusinessCardData = RouterOutputs['business']['search']['businesses'][number];
/** A business with everything its profile page shows. */
export type BusinessDetail = RouterOutputs['business']['byId'];
export type Category = RouterOutputs['business']['categories'][number];
export type Location = RouterOutputs['business']['locations'][number];
export type Campaign = RouterOutputs['site']['campaigns'][number];
export type ReviewList = RouterOutputs['reviews']['byBusiness'];
