import { Component, Suspense, type ReactNode } from 'react';
import { ErrorState } from '../components/States.tsx';
import { dropEarlyInput } from '../early-input.ts';
import { useMessages } from '../i18n/language.tsx';

interface Props {
  /** The location: moving to another page gives it a fresh start. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/**
 * A screen whose code cannot load (offline, or a deploy replaced its chunk) or that throws while drawing shows an
 * error with a reload, inside the header and footer, instead of a blank page.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): State | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  // The screen will never mark itself ready: its Try Again must not wait for a hand-back that never comes, and what
  // was tapped on the failed screen is not done on this one.
  override componentDidCatch(): void {
    dropEarlyInput();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      // Its words load only when a screen has failed.
      <Suspense fallback={null}>
        <ScreenFailed />
      </Suspense>
    );
  }
}

/** What a failed screen shows, in the page's language (a class cannot read the catalogue's hook). */
function ScreenFailed() {
  const t = useMessages('sometimes');
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <ErrorState title={t.screenFailedTitle()} message={t.screenFailedText()} onRetry={() => window.location.reload()} />
    </div>
  );
}
