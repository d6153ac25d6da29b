/** Types of pressure.mjs (see there). */
export declare function addBusyProbe(probe: () => boolean): void;
export declare function processBusy(): boolean;
