import { uiKitReady } from '@kk/ui-kit';
import { PAGE_SIZE } from '@kk/domain';

export function App() {
  return <h1>shop {String(uiKitReady)} {PAGE_SIZE}</h1>;
}
