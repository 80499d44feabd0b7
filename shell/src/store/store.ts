import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector, type TypedUseSelectorHook } from 'react-redux';
import { initialSessionState, sessionSlice, type SessionState } from './session-slice';
import { uiSlice, type UiState } from './ui-slice';

export function createStore(ui: UiState, session: SessionState = initialSessionState()) {
  return configureStore({
    reducer: { ui: uiSlice.reducer, session: sessionSlice.reducer },
    preloadedState: { ui, session },
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
export const useAppDispatch: () => AppDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
