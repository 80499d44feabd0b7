import { createSlice } from '@reduxjs/toolkit';

/**
 * The signed-in user. Sign-in arrives with the identity layer; until then
 * every visitor is anonymous and nothing here pretends otherwise.
 */
export interface SessionState {
  userId: number | null;
  permissions: string[];
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: { userId: null, permissions: [] } as SessionState,
  reducers: {},
});
