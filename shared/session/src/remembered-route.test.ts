import { forgetRememberedRoute, peekRememberedRoute, rememberRoute, takeRememberedRoute } from './remembered-route';

beforeEach(() => sessionStorage.clear());

test('a remembered route is read once', () => {
  rememberRoute('/lms/my-courses?page=2');
  expect(peekRememberedRoute()).toBe('/lms/my-courses?page=2');
  expect(takeRememberedRoute()).toBe('/lms/my-courses?page=2');
  expect(takeRememberedRoute()).toBeNull();
});

test('only paths of this site are remembered', () => {
  rememberRoute('https://evil.example/');
  rememberRoute('//evil.example/x');
  expect(takeRememberedRoute()).toBeNull();
  sessionStorage.setItem('previousRoute', '//evil.example/x');
  expect(takeRememberedRoute()).toBeNull();
});

test('can be forgotten', () => {
  rememberRoute('/dashboard');
  forgetRememberedRoute();
  expect(peekRememberedRoute()).toBeNull();
});
