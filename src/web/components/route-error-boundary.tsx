// Catches a page that fails to load (a chunk gone after a deploy, no network) or to render,
// and shows the error page in place of the whole frame
// (docs/product/screens.md#not-found-and-errors). Moving to another address clears it.
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorPage } from './route-error-page.tsx';

type Props = { children: ReactNode; locationKey: string };
type State = { failed: boolean; locationKey: string };

class Boundary extends Component<Props, State> {
  override state: State = { failed: false, locationKey: this.props.locationKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.locationKey === state.locationKey ? null : { failed: false, locationKey: props.locationKey };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary locationKey={location.key}>{children}</Boundary>;
}
