// What other modules may use inside their own transactions (functions that take `tx`); everything else
// of this module is reached through its service.
export { countUnread, familyAccountsOfClass as familyAccountsOfClassIn } from './notification.repository';
