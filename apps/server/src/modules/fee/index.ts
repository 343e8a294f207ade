// What other modules may use inside their own transactions (functions that take `tx`); everything else
// of this module is reached through its services.
export { feeSummaryIn } from './fee-summary';
export { scheduleFeeReminders, sendFeeRemindersIn } from './fee-reminder.service';
