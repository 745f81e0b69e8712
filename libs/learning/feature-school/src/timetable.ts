/* The timetable area of school management, an entry point of its own: see index.ts. */
export {};
