/** Media store keys of the seeded lectures' committed files start with this; nothing else does. */
export const DEMO_LECTURE_FILE_PREFIX = "demo-lectures/";

/** Whether the key names a committed lecture file: such keys are never stored, deleted or trimmed. */
export const isDemoLectureFileKey = (key: string): boolean => key.startsWith(DEMO_LECTURE_FILE_PREFIX);
