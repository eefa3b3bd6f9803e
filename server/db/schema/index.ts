export * from './users';
export * from './companies';
export * from './sessions';
export * from './general-regs';
export * from './articles';
export * from './customers';
export * from './documents';
export * from './shipping-lists';
