import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '@halaqa/contracts';

export interface UiState {
  language: Language;
  sideMenuCollapsed: boolean;
  mobileDrawerOpen: boolean;
}

export const SIDE_MENU_STORAGE_KEY = 'sideMenuCollapsed';

export function initialUiState(language: Language, storage: Pick<Storage, 'getItem'> | null): UiState {
  return { language, sideMenuCollapsed: storage?.getItem(SIDE_MENU_STORAGE_KEY) === '1', mobileDrawerOpen: false };
}

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState('en', null),
  reducers: {
    languageChanged(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
    sideMenuToggled(state) {
      state.sideMenuCollapsed = !state.sideMenuCollapsed;
    },
    mobileDrawerSet(state, action: PayloadAction<boolean>) {
      state.mobileDrawerOpen = action.payload;
    },
  },
});

export const { languageChanged, sideMenuToggled, mobileDrawerSet } = uiSlice.actions;
