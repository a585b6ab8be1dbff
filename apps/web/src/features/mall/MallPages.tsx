import { useLocation, useParams } from 'react-router';
import { ExchangePage } from './ExchangePage';
import { MallMorePage, MallPage } from './MallPage';

/**
 * The routes `mall/{paymentType}`, `mall/more/{type}/{paymentType}` and `exchange` share one lazy
 * entry, so the first screen carries one route component for the three (its JS budget is full).
 */
export function MallPages() {
  const { pathname } = useLocation();
  const { type } = useParams();
  if (pathname.endsWith('/exchange')) return <ExchangePage />;
  return type === undefined ? <MallPage /> : <MallMorePage />;
}
