export * from './constants.js';
export * from './errors.js';
export * from './settings.js';
export * from './dto.js';
export * from './events.js';
export * from './schemas.js';
