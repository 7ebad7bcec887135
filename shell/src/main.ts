// Async boundary: shared singletons (react, antd...) are negotiated with the remotes before the app starts.
import('./bootstrap');
