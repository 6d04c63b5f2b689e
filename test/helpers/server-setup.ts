import 'reflect-metadata';
import { configureLogging } from '../../server/src/logger';
import { TEST_LOG_LEVEL } from './logs';
// The modules' server messages join the catalogue when the module list loads, as in the server.
import '../../server/src/modules';

// Request and error logs would drown jest's output; a test that checks logging captures them.
configureLogging({ level: TEST_LOG_LEVEL });
