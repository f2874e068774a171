export { mailMonthlyStatements } from './statements.mail';
export { statementsRoutes } from './statements.routes';
