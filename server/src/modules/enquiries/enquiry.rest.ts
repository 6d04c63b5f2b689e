import { Router } from 'express';
import { handler } from '../../rest/handler';
import { parseInput } from '../../validation';
import { submitEnquiry, submitFlightInquiry } from './enquiry.service';
import { EnquiryInput, FlightInquiryInput } from './enquiry.types';

export function enquiryRoutes(): Router {
  return Router()
    .post('/enquiries', handler(async (ctx, req) => submitEnquiry(ctx, await parseInput(EnquiryInput, req.body)), { status: 201 }))
    .post('/flight-inquiries', handler(async (ctx, req) => submitFlightInquiry(ctx, await parseInput(FlightInquiryInput, req.body, ['passengers'])), { status: 201 }));
}
