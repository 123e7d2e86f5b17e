#ifndef CARDPORT_CLIBXML2_SHIM_H
#define CARDPORT_CLIBXML2_SHIM_H

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlsave.h>
#include <libxml/xmlschemas.h>
#include <libxml/xmlschemastypes.h>
#include <libxml/xmlwriter.h>
#include <libxml/encoding.h>

/* libxml2's generic error callback is variadic, which Swift cannot write: this one discards what it is given.
   Cardport takes every message through the structured error callbacks instead (Markup's LibXML2Messages). */
static void cardport_xml_discard_generic_error(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

/* Sets the discarding generic error callback on the calling thread and as the default of threads that first use
   libxml2 later, so that nothing libxml2 says reaches standard error. */
static inline void cardport_xml_discard_generic_errors(void) {
    xmlSetGenericErrorFunc(NULL, cardport_xml_discard_generic_error);
    xmlThrDefSetGenericErrorFunc(NULL, cardport_xml_discard_generic_error);
}

#endif
