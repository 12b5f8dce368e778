import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadingState } from '../../components/States.tsx';
import { useMessages } from '../../i18n/language.tsx';

/*
 * The review form, zod which checks it, and what sends a new review or a change to one load together when a visitor
 * opens the form: most people only read a business's reviews.
 */
const ReviewWriting = lazy(() => import('./ReviewWriting.tsx').then((module) => ({ default: module.ReviewWriting })));

/** The form for a new review, or with `review` the visitor's own review to change. */
export function LazyReviewWriting(props: ComponentProps<typeof ReviewWriting>) {
  const t = useMessages('business');
  return (
    <Suspense fallback={<LoadingState title={t.loadingForm()} />}>
      <ReviewWriting {...props} />
    </Suspense>
  );
}
