// Async boundary: shared singletons (react, antd...) are negotiated with the remotes before the app starts.
// /login, the page a visitor opens first, is its own small bundle without antd; every other path loads the app.
if (/^\/login\/?$/.test(window.location.pathname)) import('./login/bootstrap');
else import('./bootstrap');
