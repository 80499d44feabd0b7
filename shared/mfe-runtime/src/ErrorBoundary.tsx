import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportProblem } from './telemetry/problems';

interface Props {
  /** Shown instead of the children after they threw; `reset` tries again. */
  fallback: (error: Error, reset: () => void) => ReactNode;
  /** Changing it clears a caught error (e.g. the location). */
  resetKey?: string;
  /** The remote (or `shell`) whose part this is, for the problem report. */
  area?: string;
  children: ReactNode;
}
interface State {
  error: Error | null;
  key: string | undefined;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[halaqa] a part of the page failed', error, info.componentStack);
    reportProblem({ kind: 'render-error', error, area: this.props.area });
  }

  override render() {
    const { error } = this.state;
    return error ? this.props.fallback(error, () => this.setState({ error: null })) : this.props.children;
  }
}
