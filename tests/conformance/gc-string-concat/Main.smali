.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# for (j < 16) { s = ""; for (i < 8192) s += "x"; } under the default heap, shaped as dx
# emits javac's `s += "x"` (new StringBuilder, append(s), append("x"), toString). Nearly
# all of the ~3 GB allocated comes from StringBuilder's natives while the live set stays
# under 100 KB, so it must run under every collector without OutOfMemoryError: natives
# allocate outside GC points, and the concurrent collectors once let the footprint creep
# to the growth limit and then threw without a GC_BEFORE_OOM.

.method public static main([Ljava/lang/String;)V
    .registers 7
    .line 5
    const-string v0, ""
    const/4 v1, 0
    :outer
    const/16 v2, 16
    if-ge v1, v2, :done
    .line 6
    const-string v0, ""
    .line 7
    const/4 v2, 0
    :inner
    const/16 v3, 0x2000
    if-ge v2, v3, :inner_end
    .line 8
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    const-string v4, "x"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    .line 7
    add-int/lit8 v2, v2, 1
    goto :inner
    :inner_end
    .line 5
    add-int/lit8 v1, v1, 1
    goto :outer
    :done
    .line 10
    const/4 v1, 0
    const/4 v2, 0
    :count
    invoke-virtual {v0}, Ljava/lang/String;->length()I
    move-result v3
    if-ge v2, v3, :counted
    .line 11
    invoke-virtual {v0, v2}, Ljava/lang/String;->charAt(I)C
    move-result v3
    const/16 v4, 0x78
    if-ne v3, v4, :not_x
    add-int/lit8 v1, v1, 1
    :not_x
    add-int/lit8 v2, v2, 1
    goto :count
    :counted
    .line 13
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "length "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v0}, Ljava/lang/String;->length()I
    move-result v4
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v3
    const-string v4, ", x count "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v2, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    .line 14
    return-void
.end method
