import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { api, TAG_TYPES } from '../api/base';
import { loadSession, saveSession, sessionSlice, type Session } from '../lib/session';
import { forgetStaffReads } from '../lib/offline/staffReadsCache';

const rootReducer = combineReducers({
  session: sessionSlice.reducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Builds the store; tests pass their own starting session and storage. */
export function createAppStore(session: Session = loadSession(), storage: Storage = localStorage) {
  const listener = createListenerMiddleware<RootState>();

  // Storage mirrors the session after every change (and erases it when incomplete).
  listener.startListening({
    predicate: (_action, current, previous) => current.session !== previous.session,
    effect: (_action, { getState }) => saveSession(getState().session, storage),
  });

  // Tagged server data belongs to one identity: when the token changes hands, unused entries
  // are dropped and watched ones refetched. Untagged public data (config) stays cached.
  listener.startListening({
    predicate: (_action, current, previous) => current.session.token !== previous.session.token,
    effect: (_action, { dispatch }) => {
      dispatch(api.util.invalidateTags([...TAG_TYPES]));
    },
  });

  // A staff or admin session that ends (sign-out, expiry, another user) takes the answers the
  // service worker kept for offline wizards with it: the next person on the phone must not read them.
  listener.startListening({
    predicate: (_action, current, previous) =>
      current.session.token !== previous.session.token && (previous.session.role === 'staff' || previous.session.role === 'admin'),
    effect: async () => {
      await forgetStaffReads().catch(() => undefined);
    },
  });

  return configureStore({
    reducer: rootReducer,
    preloadedState: { session },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(listener.middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
