import { contrastRatio } from './contrast';
import { panelOf } from './cover-panel';

test('the initials on a panel without a picture read at AA whatever the item, cover or person', () => {
  for (let id = 1; id <= 720; id += 1) {
    for (const panel of [panelOf(id), panelOf(id, 45, 45)]) {
      expect([id, panel.background, contrastRatio(panel.text, panel.background) >= 4.5]).toEqual([id, panel.background, true]);
    }
  }
});

test('an item keeps its colour between visits, and neighbours differ', () => {
  expect(panelOf(7)).toEqual(panelOf(7));
  expect(panelOf(7).background).not.toBe(panelOf(8).background);
  expect(panelOf(7).background).toMatch(/^#[0-9a-f]{6}$/);
});
