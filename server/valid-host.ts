import type { RequestHandler } from "express";
import { problems } from "../app/lib/http/problem";
import { sendProblem } from "./problem-response";

/**
 * The app builds each request's URL from the Host header (as @react-router/express does); a request
 * without a usable one (HTTP/1.0 may omit it) is answered 400 here instead of failing inside.
 */
export const requireValidHost: RequestHandler = (req, res, next) => {
  const hostname = req.hostname?.split(/[\\/?#@]/)[0];
  if (hostname && URL.canParse(`${req.protocol}://${hostname}/`)) return next();
  sendProblem(req, res, problems.badRequest("The Host header of the request is not valid."));
};
