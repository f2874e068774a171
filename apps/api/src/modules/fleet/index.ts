export { type DemoFill, seedDemoFills } from './demo-fills';
export {
  announceFill,
  type CompletedRefuel,
  checkReading,
  type FillNews,
  recordFill,
} from './fills.service';
export { fleetRoutes } from './fleet.routes';
