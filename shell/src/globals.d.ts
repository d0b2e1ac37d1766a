/** Page start-up protections on (production build without PAGE_PROTECTIONS=off). */
declare const __PAGE_PROTECTIONS__: boolean;
