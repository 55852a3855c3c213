.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# The "endless println(new Object())" of issue 11, bounded: 1.5 million objects are made
# and turned into their "java.lang.Object@hash" strings (all through StringBuilder and
# Integer.toHexString natives, so nearly every allocation is outside a GC point), with
# a line every 100,000. Only about 100 bytes stay live, so no collector may run out of
# memory; under a 16 MiB heap the concurrent collectors once let the footprint creep up
# to the limit within a million objects. The hash values are not printed (they differ).

.method public static main([Ljava/lang/String;)V
    .registers 6
    .line 5
    const/4 v0, 0
    const/4 v1, 0
    :loop
    const v2, 1500000
    if-ge v0, v2, :done
    .line 6
    new-instance v2, Ljava/lang/Object;
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    invoke-static {v2}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v2
    .line 7
    const-string v3, "java.lang.Object@"
    invoke-virtual {v2, v3}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v3
    if-eqz v3, :next
    add-int/lit8 v1, v1, 1
    :next
    .line 8
    const v3, 100000
    rem-int v3, v0, v3
    if-nez v3, :skip
    sget-object v3, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v3, v0}, Ljava/io/PrintStream;->println(I)V
    :skip
    .line 5
    add-int/lit8 v0, v0, 1
    goto :loop
    :done
    .line 10
    sget-object v3, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v4, "objects printed as java.lang.Object@...: "
    invoke-virtual {v3, v4}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v3, v1}, Ljava/io/PrintStream;->println(I)V
    .line 11
    return-void
.end method
