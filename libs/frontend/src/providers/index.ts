export { AppProviders } from './AppProviders';
