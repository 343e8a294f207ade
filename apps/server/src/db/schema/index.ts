// Every Drizzle table of the server, one file per domain (CONVENTIONS 'One domain, one name').
export * from './campus.table';
export * from './auth.table';
export * from './academic-year.table';
export * from './file.table';
export * from './reference.table';
// campus area
export * from './building.table';
export * from './room.table';
export * from './position.table';
export * from './holiday.table';
export * from './feedback.table';
export * from './notification.table';
