import path from 'node:path';
import { checkDefinition, findRoute } from '@halaqa/contracts/src/testing/definition-checks';
import { coaching } from './definition';
import { pages } from './pages';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

const { definition } = coaching;

/** Our coaching design (spec sections 1 and 3 "Coaching and booking"). */
const SPEC_PATHS = [
  '/coaching', '/coaching/coaches', '/coaching/coaches/:coachId', '/coaching/coaches/:coachId/book',
  '/coaching/my-sessions', '/coaching/availability',
];

checkDefinition({ definition, pages, titles: { en, ar }, requiredPaths: SPEC_PATHS, packageDir: path.join(__dirname, '..') });

describe('mfe-coaching definition', () => {
  it('carries the designed meta', () => {
    expect(findRoute(definition, '/coaching').redirect).toBe('/coaching/coaches');
    expect(findRoute(definition, '/coaching/coaches').meta).toEqual({
      requiresLogin: true, memberPermissions: ['access-coaching'], organizationPermissions: ['organization-coaching'],
    });
    for (const route of definition.routes) {
      expect(route.meta.requiresLogin).toBe(true);
      expect(route.meta.organizationPermissions).toEqual(['organization-coaching']);
    }
  });
});
