.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# s = s + c in a loop, as javac compiles it (a StringBuilder per step): each step copies
# the whole string twice, so the run is dominated by allocating and copying char arrays
# that grow to N chars, and by collecting them.
.method public static main([Ljava/lang/String;)V
    .registers 8
    const/16 v0, 20000
    array-length v1, p0
    if-lez v1, :sized
    const/4 v1, 0
    aget-object v1, p0, v1
    const-string v2, "quick"
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :sized
    const/16 v0, 500
    :sized
    const-string v1, ""
    const/4 v2, 0
    :loop
    if-ge v2, v0, :done
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    rem-int/lit8 v4, v2, 26
    add-int/lit8 v4, v4, 97
    int-to-char v4, v4
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    add-int/lit8 v2, v2, 1
    goto :loop
    :done
    sget-object v3, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v4, "stringconcat n="
    invoke-virtual {v3, v4}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v3, v0}, Ljava/io/PrintStream;->print(I)V
    const-string v4, " length="
    invoke-virtual {v3, v4}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/lang/String;->length()I
    move-result v4
    invoke-virtual {v3, v4}, Ljava/io/PrintStream;->print(I)V
    const-string v4, " hash="
    invoke-virtual {v3, v4}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v4
    invoke-virtual {v3, v4}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
