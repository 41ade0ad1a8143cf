// Every page of the site, in mount order. Phase two adds generate, provenance, takedown,
// creator console and reviewer queue pages here, one file each.

import { consoleConsentPage } from './console-consent.ts';
import { consoleLicencePage } from './console-licence.ts';
import { consolePage } from './console.ts';
import { consoleProfilePage } from './console-profile.ts';
import { creatorAvatarPage } from './creator-avatar.ts';
import { creatorPage } from './creator.ts';
import { dashboardPage } from './dashboard.ts';
import { devIdentityPage } from './dev-identity.ts';
import { diffPage } from './diff.ts';
import { directoryPage } from './directory.ts';
import { docsPage } from './docs.ts';
import { generatePage } from './generate.ts';
import { homePage } from './home.ts';
import { provenancePage } from './provenance.ts';
import { provenanceImagePage } from './provenance-image.ts';
import { reviewTakedownPage } from './review-takedown.ts';
import { reviewPage } from './review.ts';
import { signinPage } from './signin.ts';
import { signoutPage } from './signout.ts';
import { signupPage } from './signup.ts';
import { takedownPage } from './takedown.ts';
import type { SitePage } from './types.ts';
import { webhooksPage } from './webhooks.ts';

export const sitePages: SitePage[] = [homePage, directoryPage, diffPage, creatorAvatarPage, creatorPage, docsPage, signupPage, signinPage, signoutPage, dashboardPage, devIdentityPage, webhooksPage, generatePage, provenanceImagePage, provenancePage, takedownPage, consolePage, consoleConsentPage, consoleLicencePage, consoleProfilePage, reviewPage, reviewTakedownPage];
