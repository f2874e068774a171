export { type DemoFill, seedDemoFills } from './demo-fills';
export { announceFill, checkReading, recordFill } from './fills.service';
export { fleetRoutes } from './fleet.routes';
