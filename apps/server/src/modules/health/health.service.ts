/** The running version, for the health answer. */
export { APP_VERSION } from '../../version';
