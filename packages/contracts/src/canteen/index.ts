/** Canteen contracts (issue 20); every file of the area is exported from here. */
export {};
