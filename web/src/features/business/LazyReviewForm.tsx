import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadingState } from '../../components/States.tsx';
import type { ReviewForm as ReviewFormComponent } from '../../components/ReviewForm.tsx';

// The form, and zod which checks it, load when a visitor opens it: most people only read a business's reviews.
const ReviewForm = lazy(() => import('../../components/ReviewForm.tsx').then((module) => ({ default: module.ReviewForm })));

export function LazyReviewForm(props: ComponentProps<typeof ReviewFormComponent>) {
  return (
    <Suspense fallback={<LoadingState title="Loading…" />}>
      <ReviewForm {...props} />
    </Suspense>
  );
}
