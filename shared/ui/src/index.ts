export { createTheme, readableOn, fontStack, type HalaqaTheme } from './theme/theme';
export { fontFaceCss } from './theme/font-faces';
export { ThemeRoot } from './theme/ThemeRoot';
export { Button } from './components/Button';
export { Card, MessageCard, ButtonRow } from './components/Card';
export { Spinner } from './components/Spinner';
export { NotAvailableYet } from './components/NotAvailableYet';
export { ToastViewport, TOAST_DURATION_MS, ERROR_TOAST_DURATION_MS } from './components/ToastViewport';
export { Icon, type IconName } from './components/Icon';
