export { DevHost, type DevHostProps } from './DevHost';
