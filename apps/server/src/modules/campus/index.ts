// What other modules may use inside their own transactions (functions that take `tx`); everything else
// of this module is reached through its service.
export { findCampusByCode, getCampus } from './campus.repository';
export { campusInfoValues, logoIn } from './campus.service';
