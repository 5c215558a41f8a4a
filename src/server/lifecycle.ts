/** Whether the process is draining (SIGTERM/SIGINT): the API then refuses new calls with 503. */
let draining = false;
export const isDraining = () => draining;
export function setDraining(on: boolean): void {
  draining = on;
}
