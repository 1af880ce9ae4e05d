export * from './types';
export { loadSession, saveSession, clearStoredSession, SESSION_KEYS, LEGACY_KEYS } from './storage';
export * from './sessionSlice';
export { useSession, useSessionActions, type SessionView, type SessionActions } from './useSession';
