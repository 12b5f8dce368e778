import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';

export function SearchLoading() {
  return <LoadingState title="Searching businesses..." hint="Please wait while we find the best results for you" />;
}

export function SearchError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <ErrorState title="Search Error" message={message} onRetry={onRetry} />;
}

const TIPS = ['Try different keywords', 'Check your spelling', 'Search in a different location', 'Use more general terms'];

export function NoResults() {
  return (
    <EmptyState
      title="No Results Found"
      hint="We couldn't find any businesses matching your search criteria"
      action={
        <div className="mx-auto max-w-sm text-left">
          <p className="font-medium text-slate-800">Suggestions:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-600">
            {TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
      }
    />
  );
}
