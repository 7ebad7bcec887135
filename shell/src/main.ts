import { startFirstScreen } from './startFirstScreen';

// Async boundary: shared singletons (react, antd...) are negotiated with the remotes before the app starts.
// /login, the page a visitor opens first, is its own small bundle without antd; every other path loads the app,
// and its first reads (who is signed in; on '/', the dashboard's data and remote modules) start at once beside it.
if (/^\/login\/?$/.test(window.location.pathname)) import('./login/bootstrap');
else {
  startFirstScreen(window.location.pathname);
  import('./bootstrap');
}
