import 'reflect-metadata';
import { installMessages } from '../../server/src/i18n/messages';
import { configureLogging } from '../../server/src/logger';
import { modules } from '../../server/src/module-list';
import { TEST_LOG_LEVEL } from './logs';

// The modules' server messages join the catalogue, as at server start, also for tests that start no app.
installMessages(modules);

// Request and error logs would drown jest's output; a test that checks logging captures them.
configureLogging({ level: TEST_LOG_LEVEL });
