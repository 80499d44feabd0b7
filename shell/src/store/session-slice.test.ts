import { initialSessionState, portalsLoaded, sessionSlice } from './session-slice';

const reduce = sessionSlice.reducer;

test("the user's portals read again unchanged leave the session as it was; a change replaces them", () => {
  const before = initialSessionState(true, 7, { isAdministrator: false, isInstructor: true });
  expect(reduce(before, portalsLoaded({ isAdministrator: false, isInstructor: true }))).toBe(before);
  const after = reduce(before, portalsLoaded({ isAdministrator: true, isInstructor: true }));
  expect(after.portals).toEqual({ isAdministrator: true, isInstructor: true });
  expect(after).not.toBe(before);
});
