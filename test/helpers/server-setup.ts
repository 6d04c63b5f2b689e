import 'reflect-metadata';
import { configureLogging } from '../../server/src/logger';
import { TEST_LOG_LEVEL } from './logs';

// Request and error logs would drown jest's output; a test that checks logging captures them.
configureLogging({ level: TEST_LOG_LEVEL });
