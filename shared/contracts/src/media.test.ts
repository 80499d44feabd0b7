import { mediaSrcSet, mediaThumbnailUrl, mediaUrlAtWidth } from './media';

describe('media image widths', () => {
  it('adds the width and keeps a signature', () => {
    expect(mediaUrlAtWidth('/api/media/7/content', 320)).toBe('/api/media/7/content?w=320');
    expect(mediaUrlAtWidth('/api/media/7/content?exp=1&sig=ab', 640)).toBe('/api/media/7/content?exp=1&sig=ab&w=640');
    expect(mediaUrlAtWidth('/api/media/7/content?w=320', 960)).toBe('/api/media/7/content?w=960');
  });

  it('lists one candidate per width for API media only', () => {
    expect(mediaSrcSet('/api/media/7/content')).toBe(
      '/api/media/7/content?w=320 320w, /api/media/7/content?w=640 640w, /api/media/7/content?w=960 960w, /api/media/7/content?w=1280 1280w',
    );
    expect(mediaSrcSet('https://cdn.example.com/a.jpg')).toBeUndefined();
    expect(mediaSrcSet('/api/media/x/content')).toBeUndefined();
  });

  it('makes thumbnails of API media only', () => {
    expect(mediaThumbnailUrl('/api/media/7/content')).toBe('/api/media/7/content?w=320');
    expect(mediaThumbnailUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
  });
});
