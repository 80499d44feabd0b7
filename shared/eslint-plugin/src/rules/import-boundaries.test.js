// Each boundary with an import it allows and one it forbids. File names are
// relative to ESLint's cwd, which the rule takes as the repo root.
const path = require('node:path');
const { RuleTester } = require('eslint');
const tseslint = require('typescript-eslint');
const rule = require('./import-boundaries');
const { workspacePackages } = require('../workspace');

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

/** The workspace's package names as the rule would read them (mfe-runtime is shared, not a remote). */
const packages = {
  '@halaqa/shell': 'shell',
  '@halaqa/mfe-lms': 'mfe-lms',
  '@halaqa/mfe-exams': 'mfe-exams',
  '@halaqa/mfe-runtime': 'shared/mfe-runtime',
  '@halaqa/ui': 'shared/ui',
  '@halaqa/bus': 'shared/bus',
  '@halaqa/api': 'api',
};
const options = [{ packages }];

/** @param {string} filename @param {string} code */
const valid = (filename, code) => ({ filename, code, options });
/** @param {string} filename @param {string} code @param {string[]} messageIds */
const invalid = (filename, code, ...messageIds) => ({ filename, code, options, errors: messageIds.map((messageId) => ({ messageId })) });

tester.run('import-boundaries', rule, {
  valid: [
    // third-party packages and shared packages are open to everyone
    valid('mfe-lms/src/app.tsx', "import React from 'react'; import { Button } from '@halaqa/ui'; import { queryClient } from '@halaqa/mfe-runtime';"),
    valid('shell/src/app/api.ts', "import { queryClient } from '@halaqa/mfe-runtime'; import { emit } from '@halaqa/bus';"),
    valid('shared/ui/src/button.tsx', "import { emit } from '@halaqa/bus'; import { x } from '../../bus/src/index';"),
    // a remote's own files, relative or by its own package name
    valid('mfe-lms/src/pages.ts', "import { A } from './features/catalogue/A'; import { B } from '@halaqa/mfe-lms/src/course-ui/B';"),
    // outside src/features/ may import any feature; a feature may import itself and non-feature code
    valid('mfe-lms/src/course-ui/card.tsx', "import { A } from '../features/catalogue/A'; import { B } from '../features/favorites/B';"),
    valid('mfe-lms/src/features/catalogue/list/List.tsx', "import { A } from '../A'; import { C } from '../../../course-ui/card'; import { D } from '../../../testing/render-page';"),
    valid('shell/src/features/layout/AppBar.tsx', "import { x } from '../../app/api'; import { y } from './SideMenu';"),
    // a feature of another package is that package's business (and another boundary's)
    valid('shell/src/features/layout/AppBar.tsx', "import { x } from '@halaqa/ui/src/features/tabs/TabBar';"),
    // api and e2e may import a remote's definition, and only that
    valid('api/src/manifest.ts', "import lms from '../../mfe-lms/src/definition';"),
    valid('api/src/manifest.ts', "import lms from '../../mfe-lms/src/definition.ts';"),
    valid('api/test/manifest.test.ts', "import lms from '../../mfe-lms/src/definition/index';"),
    valid('api/src/modules/remotes/registry.test.ts', "import { shell } from '../../../../shell/src/definition';"),
    valid('e2e/tests/nav.spec.ts', "import { lmsPaths } from '@halaqa/mfe-lms/definition';"),
    valid('e2e/tests/nav.spec.ts', "const lms = require('@halaqa/mfe-exams/definition');"),
    // api and e2e may import the shell and shared packages
    valid('e2e/tests/nav.spec.ts', "import { x } from '@halaqa/ui'; import { y } from '../../shared/contracts/src/routes';"),
    // files outside the areas (scripts, root configs) are not judged
    valid('scripts/build.mjs', "import x from '../mfe-lms/src/app';"),
  ],
  invalid: [
    // remote -> another remote: relative, package name, export-from, dynamic import, require, jest.mock, type import
    invalid('mfe-lms/src/app.tsx', "import { x } from '../../mfe-exams/src/pages';", 'remoteToRemote'),
    invalid('mfe-lms/src/app.tsx', "import { x } from '@halaqa/mfe-exams';", 'remoteToRemote'),
    invalid('mfe-lms/src/app.tsx', "export { x } from '@halaqa/mfe-exams/src/features/a/x'; export * from '../../mfe-exams/src/x';", 'remoteToRemote', 'remoteToRemote'),
    invalid('mfe-lms/src/app.tsx', "const page = import('../../mfe-exams/src/pages');", 'remoteToRemote'),
    invalid('mfe-lms/src/app.tsx', "const page = require('../../mfe-exams/src/pages');", 'remoteToRemote'),
    invalid('mfe-lms/src/a.test.tsx', "jest.mock('../../mfe-exams/src/pages');", 'remoteToRemote'),
    invalid('mfe-lms/src/app.tsx', "type P = import('../../mfe-exams/src/pages').Pages;", 'remoteToRemote'),
    // even another remote's definition is not for remotes (links go through path builders in shared code or route roles)
    invalid('mfe-lms/src/app.tsx', "import { examsPaths } from '../../mfe-exams/src/definition';", 'remoteToRemote'),
    // test files follow the same rules
    invalid('mfe-lms/src/testing/render-page.tsx', "import { x } from '../../../mfe-exams/src/testing/x';", 'remoteToRemote'),
    // remote -> shell
    invalid('mfe-lms/src/app.tsx', "import { x } from '../../shell/src/app/api';", 'remoteToShell'),
    invalid('mfe-lms/src/app.tsx', "import { x } from '@halaqa/shell/src/app/api';", 'remoteToShell'),
    // shell -> any remote, its definition included
    invalid('shell/src/app/ShellApp.tsx', "import { x } from '../../../mfe-lms/src/app';", 'shellToRemote'),
    invalid('shell/src/app/ShellApp.tsx', "import lms from '@halaqa/mfe-lms/definition';", 'shellToRemote'),
    invalid('shell/src/routes/shell-routes.test.ts', "import auth from '../../../mfe-auth/src/routes';", 'shellToRemote'),
    // shared -> shell or a remote
    invalid('shared/ui/src/button.tsx', "import { x } from '../../../shell/src/app/api';", 'sharedToApp'),
    invalid('shared/ui/src/button.tsx', "import { x } from '@halaqa/mfe-lms/src/app';", 'sharedToApp'),
    invalid('shared/session/test-support/fake.ts', "import { x } from '../../../mfe-lms/src/testing/render-page';", 'sharedToApp'),
    // feature -> another feature of the same package, tests included
    invalid('mfe-lms/src/features/catalogue/List.tsx', "import { x } from '../favorites/FavoriteButton';", 'crossFeature'),
    invalid('mfe-lms/src/features/catalogue/list/List.test.tsx', "import { x } from '../../favorites';", 'crossFeature'),
    invalid('shell/src/features/layout/AppBar.tsx', "import { x } from '../course-search/CourseSearch';", 'crossFeature'),
    invalid('mfe-lms/src/features/catalogue/List.tsx', "import { x } from '@halaqa/mfe-lms/src/features/favorites/x';", 'crossFeature'),
    invalid('shared/ui/src/features/tabs/TabBar.tsx', "import { x } from '../menus/Menu';", 'crossFeature'),
    // api and e2e -> anything of a remote but its definition
    invalid('api/src/manifest.ts', "import { x } from '../../mfe-lms/src/routes';", 'consumerToRemote'),
    invalid('api/src/manifest.ts', "import { x } from '../../mfe-lms/src/definitions/x';", 'consumerToRemote'),
    invalid('e2e/tests/nav.spec.ts', "import { x } from '@halaqa/mfe-lms';", 'consumerToRemote'),
    invalid('e2e/tests/nav.spec.ts', "import { x } from '@halaqa/mfe-lms/src/features/catalogue/x';", 'consumerToRemote'),
    invalid('api/test/manifest.test.ts', "jest.mock('../../mfe-lms/src/app');", 'consumerToRemote'),
    invalid('e2e/tests/nav.spec.ts', "import { AppBar } from '../../shell/src/features/layout/AppBar';", 'consumerToRemote'),
  ],
});

describe('import-boundaries messages', () => {
  it('say which boundary was crossed and what to do instead', () => {
    const { messages } = rule.meta;
    expect(messages.remoteToRemote).toMatch(/slot/);
    expect(messages.remoteToRemote).toMatch(/event bus/);
    expect(messages.remoteToRemote).toMatch(/path builder/);
    expect(messages.remoteToRemote).toMatch(/shared\//);
    expect(messages.shellToRemote).toMatch(/slot/);
    expect(messages.sharedToApp).toMatch(/shared packages/);
    expect(messages.crossFeature).toMatch(/out of src\/features/);
    expect(messages.consumerToRemote).toMatch(/definition/);
  });
});

describe('workspacePackages', () => {
  it('maps the real workspace: remotes at the top, mfe-runtime under shared/', () => {
    const map = workspacePackages(path.resolve(__dirname, '../../../..'));
    expect(map.get('@halaqa/mfe-lms')).toBe('mfe-lms');
    expect(map.get('@halaqa/shell')).toBe('shell');
    expect(map.get('@halaqa/mfe-runtime')).toBe('shared/mfe-runtime');
    expect(map.get('@halaqa/eslint-plugin')).toBe('shared/eslint-plugin');
  });
});
