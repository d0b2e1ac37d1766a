// English texts, one file per feature, each typed by its French source.
import { meta } from './meta';
import { common } from './common';
import { home } from './home';
import { info } from './info';
import { contact } from './contact';
import { auth } from './auth';
import { account } from './account';
import { privacy } from './privacy';
import { legal } from './legal';
import { notFound } from './not-found';
import { access } from './access';
import { consent } from './consent';
import { memberHome } from './member-home';

export const en = {
  meta,
  common,
  home,
  info,
  contact,
  auth,
  account,
  privacy,
  legal,
  notFound,
  access,
  consent,
  memberHome,
};
